/** What the admin learns while the studio API does not answer (issue 26 §4); times on the studio's clock. */
export interface OutageNotice {
  since: string;
  contentFrom: string | null;
}

export function OutageBanner({ outage }: { outage: OutageNotice | null }) {
  if (!outage) return null;
  return (
    <div className="alert alert--error admin-outage" role="status">
      {`The studio API is not answering since ${outage.since}.`}
      {outage.contentFrom ? ` The public site shows content from ${outage.contentFrom}.` : null}
    </div>
  );
}
