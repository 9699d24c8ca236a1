/** What the admin learns while the studio API does not answer (decision 004, "the public site outlives the API"); times on the studio's clock. */
export interface OutageNotice {
  since: string;
  contentFrom: string | null;
}

export function OutageBanner({ outage }: { outage: OutageNotice | null }) {
  if (!outage) return null;
  const since = `The studio API is not answering since ${outage.since}.`;
  return (
    <div className="alert alert--error admin-outage" role="status">
      {outage.contentFrom ? `${since} The public site shows content from ${outage.contentFrom}.` : since}
    </div>
  );
}
