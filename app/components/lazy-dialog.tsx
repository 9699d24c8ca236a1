import { useNavigation } from "@remix-run/react";
import { lazy, memo, Suspense, useEffect, type FunctionComponent } from "react";

/**
 * A URL dialog (the shop's Quick View, a project's details) whose code the browser loads only
 * when one opens, while a page whose URL names one still arrives with it rendered.
 *
 * On the server `load` runs once as the module is evaluated (in the server bundle the dynamic
 * import is a module of the same file, there before the first request), so the server renders the
 * dialog at once: without JavaScript, and in every document, the markup is unchanged. In the
 * browser the dialog comes from `load` through React.lazy. Both sit in the same `<Suspense>`, so a
 * document that opens with the dialog hydrates without a mismatch: React keeps the server's markup
 * until the code is in, then hydrates it. `preload` starts the download; the route calls it as a
 * navigation to the dialog begins, alongside the loader's data.
 *
 * Give it stable props (loader data, strings, memoised functions): the slot is memoised so that a
 * re-render of the page while the code is still on its way does not make React drop the server's
 * markup and render the boundary afresh.
 */
export function lazyDialog<P extends object>(load: () => Promise<FunctionComponent<P>>) {
  let loading: Promise<FunctionComponent<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  // On the server only: the dialog, once its import has resolved (a microtask after start-up).
  let Now: FunctionComponent<P> | undefined;
  if (typeof document === "undefined") {
    void preload().then((Loaded) => {
      Now = Loaded;
    });
  }
  // In the browser: the loaded dialog, its props passed as one (lazy() would type them with a ref).
  const Later = lazy(() =>
    preload().then((Loaded) => ({
      default: function LoadedDialog({ props }: { props: P }) {
        return <Loaded {...props} />;
      },
    })),
  );
  const Slot = memo(function LazyDialog(props: P) {
    return <Suspense fallback={null}>{Now ? <Now {...props} /> : <Later props={props} />}</Suspense>;
  });
  return { Dialog: Slot, preload };
}

/** Starts loading a dialog's code as soon as a navigation to an address with `?param=` begins. */
export function usePreloadOn(param: string, preload: () => Promise<unknown>) {
  const { location } = useNavigation();
  const opening = location ? new URLSearchParams(location.search).has(param) : false;
  useEffect(() => {
    if (opening) void preload();
  }, [opening, preload]);
}
