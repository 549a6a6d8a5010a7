// Loads a module that comes on first use (the modules of games played on
// demand, src/loader.rs): its glue and its wasm, once per visit. A failure
// is asked again by the next call. Their files carry no hash in their
// names, so they are asked for with the page's release (<meta
// name="release">, written by scripts/postbuild.mjs).
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

  // A game played on demand named in the address starts loading its module
  // at once, beside the page's own module, rather than once the page has
  // started. The modules hold these games (src/engines/module.rs: Module;
  // a test of the crate holds the lists equal), and a sum is played with
  // the sums' module.
  const COINS = ['turtles', 'mock-turtles', 'ruler', 'coins', 'rugs', 'tartan', 'coins2d'];
  const HACKENBUSH = ['hackenbush'];
  const DIGRAPH = ['digraph'];
  const COUNTERS = ['rims', 'moore'];
  const SUMS = ['sum'];
  const TEXT_GAMES = [...COINS, ...HACKENBUSH, ...DIGRAPH, ...COUNTERS, ...SUMS];
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
  const module = Object.entries({ coins: COINS, hackenbush: HACKENBUSH, digraph: DIGRAPH, counters: COUNTERS, sums: SUMS })
    .find(([, games]) => games.includes(game))?.[0];
  if (module) {
    preload(url(module + '_bg.wasm'));
    globalThis.manifoldLoadModule(module).catch(() => {});
  }

  // The chunk of the page's binary that the view named in the address
  // draws (src/app.rs picks the page, src/pages/series/mod.rs the series
  // page), asked for now rather than once the page has started: the files
  // each chunk needs are in <meta name="chunks">, written by the build. The
  // page's own request for them is then answered by these.
  // The G-series page of these games is the surfaces' (Nim's tab is its
  // primer); of the other games, the heap games' page.
  const SURFACE_SERIES = ['', 'manifold', 'nim'];
  const HEAP_SERIES = ['octal', 'subtraction', 'lasker', 'grundy', 'rectangles', 'boxes', ...TEXT_GAMES];
  const VIEWS = { lab: 'lab', builder: 'content', games: 'games_index' };
  const view = address.get('view');
  const embed = address.has('embed') && ['1', 'true', ''].includes(address.get('embed'));
  let chunk = embed ? undefined : VIEWS[view];
  // A game in misère play (`nim:misere`; the surface game's own option is
  // not this) draws its outcome with the misère chunk (src/games/misere.rs).
  const spec = (address.get('game') ?? '').toLowerCase();
  if (!view && game !== 'manifold' && /:mis[eè]re\s*$/.test(spec)) chunk = 'misere';
  if (!embed && view === 'series') {
    if (SURFACE_SERIES.includes(game)) chunk = 'series';
    else if (HEAP_SERIES.includes(game)) chunk = 'heap_series';
  }
  // The G-series worker, which these views start at once (the surfaces'
  // check to the genus the address names, and the first run of a heap
  // game's series when it is too heavy for the page: Grundy's game, to
  // 100,000 heaps, and the games played from text; src/worker/jobs.rs,
  // light_heap): started now, its files come beside the page's, and the
  // page takes it for its first run (src/worker/client.rs), with the
  // messages it sent before. The lab's first series and the other heap
  // games' first runs are computed by the page itself.
  const spread = /(?:^|[:,])\s*d\s*=\s*(\d+)/.exec(spec.slice(game.length));
  const heavy =
    !/:mis[eè]re\s*$/.test(spec) &&
    ((game === 'grundy' && (!spread || Number(spread[1]) === 1)) || TEXT_GAMES.includes(game));
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
  const chunks = document.querySelector('meta[name=chunks]');
  if (chunk && chunks) {
    try {
      for (const file of JSON.parse(chunks.content)[chunk] ?? []) preload(new URL(file, document.baseURI).href);
    } catch {
      // A page without the list loads its chunks when it draws them.
    }
  }
})();
