// Loads the page's module that comes on first use (the games' module,
// src/loader.rs): its glue and its wasm, once per visit. A failure is asked
// again by the next call. Its files carry no hash in their names, so they
// are asked for with the page's release (<meta name="release">, written by scripts/postbuild.mjs).
//
// A classic script of its own rather than a snippet of the app's wasm: every
// wasm module built from the crate would carry the snippet, and the build
// writes their copies of it to one file at once.
(() => {
  const pending = {};
  const url = (name) => {
    const release = document.querySelector('meta[name=release]');
    const query = release ? '?v=' + encodeURIComponent(release.content) : '';
    return new URL(name + query, document.baseURI).href;
  };
  globalThis.manifoldLoadModule = (name) => {
    if (!pending[name]) {
      pending[name] = import(url(name + '.js'))
        .then(async (m) => {
          await m.default({ module_or_path: url(name + '_bg.wasm') });
          return m;
        })
        .catch((e) => {
          delete pending[name];
          throw e;
        });
    }
    return pending[name];
  };

  // A game of the games' module named in the address starts loading at
  // once, beside the page's own module, rather than once the page has
  // started. The names are those of grundy::spec::TEXT_GAMES (a test of
  // the crate holds the two lists equal).
  const TEXT_GAMES = ['turtles', 'mock-turtles', 'ruler', 'rugs', 'hackenbush', 'digraph', 'rims', 'moore', 'sum'];
  const address = new URLSearchParams(location.hash.slice(1));
  const game = address.get('game');
  if (game && TEXT_GAMES.includes(game.split(':')[0].toLowerCase())) {
    globalThis.manifoldLoadModule('engines').catch(() => {});
  }
})();
