// When the page's code cannot start (a file damaged on its way or in a
// cache, a file gone), the first paint would say "Loading the explorer…"
// forever. Instead it says so, with one button that drops the copy kept
// for offline use and loads the page again from the server. Once the app
// has started (it removes the first paint, src/lib.rs) its own errors are
// its own (src/panic.rs).
(() => {
  const failed = (reason) => {
    const first = document.getElementById('first-paint');
    const status = first && first.querySelector('[role=status]');
    if (!status || first.dataset.failed) return;
    first.dataset.failed = 'true';
    const box = document.createElement('div');
    box.className = 'field-error';
    box.setAttribute('role', 'alert');
    box.dataset.testid = 'boot-failed';
    const text = document.createElement('p');
    text.textContent =
      'The explorer could not start: its code did not arrive whole' +
      (reason ? ` (${String(reason).slice(0, 160)})` : '') +
      '. Reload fetches it again from the server; the copy kept for offline use is dropped first.';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Reload';
    button.dataset.testid = 'boot-reload';
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        const workers = navigator.serviceWorker ? await navigator.serviceWorker.getRegistrations() : [];
        await Promise.all(workers.map((w) => w.unregister()));
        const names = self.caches ? await caches.keys() : [];
        await Promise.all(names.filter((n) => n.startsWith('manifold-')).map((n) => caches.delete(n)));
      } catch {
        // Reloading is still the way out.
      }
      location.reload();
    });
    box.append(text, button);
    status.replaceWith(box);
  };
  addEventListener('unhandledrejection', (e) => failed(e.reason && (e.reason.message || e.reason)));
  addEventListener('error', (e) => {
    // A script that could not load, or an error thrown while starting.
    if (e.target && e.target.tagName === 'SCRIPT') failed(`${e.target.src.split('/').pop()} could not be loaded`);
    else if (e.error) failed(e.error.message || e.error);
  }, true);
})();
