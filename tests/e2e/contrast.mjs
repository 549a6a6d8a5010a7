// WCAG contrast of every piece of text a reader sees, computed in the page:
// each text node (and each text field's value) against what is painted
// under it, HTML and SVG alike. axe's rule leaves out what this must see:
// text of one or two characters (a G-value, a coin's H) and text drawn in
// SVG, both reported by it only as "needs review".
//
// The colour under a text is composed from the ancestors' backgrounds and,
// inside a drawing, from the shapes drawn before it whose fill holds the
// text's centre; each ancestor's opacity applies to both. On paper
// (`paper: true`) a background is printed only where the style sheet asks
// for it (`print-color-adjust: exact`; browsers leave the others out), and
// the rest is white paper.

/** The least contrast text must keep. */
export const LEAST = 4.5;

/**
 * Every piece of text in the page below `least` contrast, as
 * `{ text, where, ratio, fg, bg }`, one per distinct place and colour pair.
 * Runs in the page (`page.evaluate(scan, options)`).
 */
export function scan({ least, paper }) {
  const parse = (text) => {
    const m = text.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const parts = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return { r: parts[0], g: parts[1], b: parts[2], a: parts.length > 3 ? parts[3] : 1 };
  };
  const CLEAR = { r: 0, g: 0, b: 0, a: 0 };
  // Source-over: `top` over `bottom`, both with alpha.
  const over = (top, bottom) => {
    const a = top.a + bottom.a * (1 - top.a);
    if (a === 0) return CLEAR;
    const mix = (t, b) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
    return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
  };
  const fade = (c, alpha) => ({ ...c, a: c.a * alpha });
  const WHITE = { r: 255, g: 255, b: 255, a: 1 };
  const luminance = ({ r, g, b }) => {
    const lin = (v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (x, y) => {
    const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (a + 0.05) / (b + 0.05);
  };
  const hex = (c) => '#' + [c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');

  const styles = new Map();
  const style = (el) => {
    if (!styles.has(el)) styles.set(el, getComputedStyle(el));
    return styles.get(el);
  };
  // The colour `inner` (painted inside `el`, over its background) as it
  // reaches the screen: each ancestor's background under it, its opacity
  // over all of it.
  const reach = (el, inner) => {
    let c = inner;
    for (let e = el; e; e = e.parentElement) {
      const s = style(e);
      const isSvgPart = e instanceof SVGElement && !(e instanceof SVGSVGElement);
      const printed = !paper || s.printColorAdjust === 'exact';
      if (printed && !isSvgPart) c = over(c, parse(s.backgroundColor) ?? CLEAR);
      c = fade(c, Number(s.opacity));
    }
    return over(c, WHITE);
  };
  const svgRoot = (el) => el.ownerSVGElement ?? (el instanceof SVGSVGElement ? el : null);
  // The opacity of an SVG element and its groups inside its drawing.
  const svgAlpha = (el, root) => {
    let a = 1;
    for (let e = el; e && e !== root; e = e.parentElement) a *= Number(style(e).opacity);
    return a;
  };
  // The drawing's shapes before `text` whose fill holds its centre, one
  // over the other.
  const shapesUnder = (text, root) => {
    const box = text.getBBox();
    const m = text.getScreenCTM();
    if (!m) return CLEAR;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const screen = new DOMPoint(m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f);
    let c = CLEAR;
    for (const shape of root.querySelectorAll('rect, circle, ellipse, path, polygon')) {
      if (text.compareDocumentPosition(shape) & Node.DOCUMENT_POSITION_FOLLOWING) break;
      const s = style(shape);
      const fill = parse(s.fill);
      if (!fill || s.display === 'none' || s.visibility !== 'visible' || !shape.checkVisibility()) continue;
      const local = shape.getScreenCTM()?.inverse();
      if (!local || !shape.isPointInFill(screen.matrixTransform(local))) continue;
      c = over(fade(fill, Number(s.fillOpacity) * svgAlpha(shape, root)), c);
    }
    return c;
  };

  const pieces = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent.trim()) pieces.push({ el: node.parentElement, node });
  }
  for (const el of document.querySelectorAll('input[type="text"], input:not([type]), textarea, select')) {
    if (el.value) pieces.push({ el, node: null });
  }

  const out = new Map();
  for (const { el, node } of pieces) {
    if (!el || ['SCRIPT', 'STYLE', 'OPTION', 'TITLE', 'NOSCRIPT'].includes(el.tagName)) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // Text of a control that cannot be used is exempt (WCAG 1.4.3).
    if (el.closest(':disabled, [aria-disabled="true"]')) continue;
    const rects = node ? [...(() => { const r = document.createRange(); r.selectNodeContents(node); return r.getClientRects(); })()] : [el.getBoundingClientRect()];
    // Text clipped to nothing (for screen readers only) is not seen.
    if (!rects.some((r) => r.width > 1 && r.height > 1)) continue;
    const clipped = (() => {
      for (let e = el; e; e = e.parentElement) {
        const s = style(e);
        if (s.clip && s.clip !== 'auto' && /rect\(0(px)?,? 0(px)?/.test(s.clip)) return true;
        if (s.clipPath && s.clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    })();
    if (clipped) continue;
    const s = style(el);
    const root = svgRoot(el);
    let fg;
    let bg;
    if (root && el !== root) {
      const paint = parse(s.fill);
      if (!paint) continue;
      const text = el.closest('text') ?? el;
      const inner = shapesUnder(text, root);
      const mine = fade(paint, Number(s.fillOpacity) * svgAlpha(el, root));
      fg = reach(root, over(mine, inner));
      bg = reach(root, inner);
    } else {
      const colour = parse(s.color);
      if (!colour || colour.a === 0) continue;
      fg = reach(el, colour);
      bg = reach(el, CLEAR);
    }
    const r = ratio(fg, bg);
    if (r + 1e-9 >= least) continue;
    const where = [];
    for (let e = el; e && e !== document.body && where.length < 3; e = e.parentElement) {
      const cls = typeof e.className === 'string' ? e.className : e.className?.baseVal ?? '';
      where.unshift(e.tagName.toLowerCase() + (cls ? '.' + cls.trim().split(/\s+/).join('.') : ''));
    }
    const key = `${where.join(' > ')} ${hex(fg)} on ${hex(bg)}`;
    if (!out.has(key)) {
      const text = (node ? node.textContent : el.value).trim().slice(0, 30);
      out.set(key, { text, where: where.join(' > '), ratio: Math.round(r * 100) / 100, fg: hex(fg), bg: hex(bg) });
    }
  }
  return [...out.values()];
}
