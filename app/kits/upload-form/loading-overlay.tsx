import { useNavigation } from "@remix-run/react";

/** 'Loading product data...' while a client navigation to `pathPrefix` loads. */
export function NavigationLoading({ pathPrefix, message }: { pathPrefix: string; message: string }) {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || !navigation.location.pathname.startsWith(pathPrefix)) return null;
  return (
    <div className="catalog-loading" role="status" aria-live="polite">
      <div className="catalog-loading__box">
        <span className="catalog-spinner" aria-hidden="true" />
        {message}
      </div>
    </div>
  );
}
