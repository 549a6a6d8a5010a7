// Starts fetching, early, what the view named in the address will need:
// the chunk of the page's binary that draws it, and the G-series worker
// when that view starts it at once. The page's own request for them is
// then answered by these.
(() => {
  const address = new URLSearchParams(location.hash.slice(1));
  const game = (address.get('game') ?? '').split(':')[0].toLowerCase();
  const preload = (href) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  };
  const url = (name) => {
    const release = document.querySelector('meta[name=release]');
    const query = release ? '?v=' + encodeURIComponent(release.content) : '';
    return new URL(name + query, document.baseURI).href;
  };

  // What the catalogue of games says each view needs (src/preloads.rs),
  // written by the build into <meta name="games">: each family's chunk and
  // its games, the games whose G-series page is the surfaces', and the heap
  // games whose first series run the page computes itself.
  const table = (() => {
    try {
      return JSON.parse(document.querySelector('meta[name=games]')?.content ?? '{}');
    } catch {
      return {};
    }
  })();
  // The chunk of the page's binary that the view named in the address
  // draws (src/app.rs picks the page, src/pages/series/mod.rs the series
  // page), asked for now rather than once the page has started: the files
  // each chunk needs are in <meta name="chunks">, written by the build. The
  // page's own request for them is then answered by these.
  // The G-series page of these games (and of an address naming none) is
  // the surfaces'; of every other game, the heap games' page.
  const SURFACE_SERIES = ['', ...(table.surfaceSeries ?? [])];
  const VIEWS = { lab: 'lab', builder: 'content', games: 'games_index' };
  const view = address.get('view');
  const embed = address.has('embed') && ['1', 'true', ''].includes(address.get('embed'));
  // An embedded view's first paint is the frame alone, as the view is
  // (the style sheet reads this before the body is parsed).
  if (embed) document.documentElement.dataset.firstPaint = 'embed';
  let chunk = embed ? undefined : VIEWS[view];
  // A game in misère play (`nim:misere`, or the surface game's
  // `manifold:rules=cgh,misere`) draws its outcome, and starts its
  // worker's jobs, with the misère chunk (src/games/misere.rs).
  const spec = (address.get('game') ?? '').toLowerCase();
  if (!view && /[:,]\s*mis[eè]re\s*$/.test(spec)) chunk = 'misere';
  if (!embed && view === 'series') {
    if (SURFACE_SERIES.includes(game)) chunk = 'series';
    else chunk = 'heap_series';
  }
  // The G-series worker, which these views start at once (the surfaces'
  // check to the genus the address names, and the first run of a game's
  // series when it is too heavy for the page: Grundy's game, to 100,000
  // heaps, and every game but the heap games of LIGHT_SERIES;
  // src/worker/jobs.rs, light_heap): started now, its files come beside
  // the page's, and the page takes it for its first run
  // (src/worker/client.rs), with the messages it sent before. The lab's
  // first series and the light heap games' first runs are computed by the
  // page itself.
  const LIGHT_SERIES = table.lightSeries ?? [];
  const spread = /(?:^|[:,])\s*d\s*=\s*(\d+)/.exec(spec.slice(game.length));
  const heavy =
    !/:mis[eè]re\s*$/.test(spec) &&
    (game === 'grundy' ? !spread || Number(spread[1]) === 1 : !LIGHT_SERIES.includes(game));
  const worker = !embed && view === 'series' && ((chunk === 'heap_series' && heavy) || address.has('verify'));
  if (worker) {
    try {
      const spare = new Worker(url('series_worker_loader.js'), { type: 'module' });
      const early = [];
      let failed = false;
      const keep = (e) => early.push(e.data);
      const fail = () => {
        failed = true;
      };
      spare.addEventListener('message', keep);
      spare.addEventListener('error', fail);
      globalThis.manifoldTakeWorker = () => {
        delete globalThis.manifoldTakeWorker;
        spare.removeEventListener('message', keep);
        spare.removeEventListener('error', fail);
        return { worker: spare, early, failed };
      };
    } catch {
      // The page starts its own when it needs one.
    }
  }
  // A game other than the surface game is drawn by its family's chunk
  // (src/games/played/mod.rs), on its play page and in an embed alike; a
  // sum's parts may be any game, and the sums' chunk reaches the others'
  // as it draws them.
  const FAMILIES = table.families ?? {};
  const wanted = [chunk];
  const familyOf = (name) => {
    for (const [family, games] of Object.entries(FAMILIES)) if (games.includes(name)) wanted.push(family);
  };
  if (!view || view === 'play') familyOf(game);
  // A sum draws each part with its game's chunk: the games its position
  // names (or its default position's), each a name before a parenthesis.
  if ((table.sums ?? []).includes(game) && (!view || view === 'play')) {
    const parts = address.get('p') ?? table.sumStart ?? '';
    for (const m of parts.matchAll(/([a-z][a-z0-9_]*)\s*(?::[^()]*)?\(/gi)) familyOf(m[1].toLowerCase());
  }
  const chunks = document.querySelector('meta[name=chunks]');
  if (chunks) {
    try {
      const needs = JSON.parse(chunks.content);
      const files = new Set(wanted.flatMap((name) => (name ? needs[name] ?? [] : [])));
      for (const file of files) preload(new URL(file, document.baseURI).href);
    } catch {
      // A page without the list loads its chunks when it draws them.
    }
  }
})();
