import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LeadDetail } from "~/components/admin/lead-detail";
import { LeadPipeline, ReplyForm } from "~/components/admin/lead-pipeline";
import { listLinks, ListPage } from "~/kits/admin-list/list";
import { ADMIN_HOME, PageHeader } from "~/kits/admin-list/page-header";
import type { loader } from "~/routes/dashboard.inbox.$lead/route.server";
import inboxStyles from "~/styles/admin-inbox.css";
import { INBOX } from "~/utils/leads";
import { kindLabel } from "~/vocabulary/leads";

export { loader, action } from "~/routes/dashboard.inbox.$lead/route.server";

export const links = () => [...listLinks(), { rel: "stylesheet", href: inboxStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? kindLabel(data.lead.kind) : "Lead"} | Inbox | Aniwa Studio Admin` },
];

export default function LeadPage() {
  const { lead, reply, whatsApp, canReply, back, markFailed, pipeline, clock } = useLoaderData<typeof loader>();
  return (
    <ListPage>
      <PageHeader
        title={kindLabel(lead.kind)}
        crumbs={[ADMIN_HOME, { label: "Inbox", to: INBOX }]}
        actions={
          <Link to={back} className="button button--ghost button--small">
            Back to inbox
          </Link>
        }
      />
      {markFailed ? (
        <p className="alert alert--error" role="alert">
          This lead could not be marked as read right now.
        </p>
      ) : null}
      <div className="lead-page">
        <LeadDetail lead={lead} reply={canReply ? null : reply} whatsApp={whatsApp}>
          {canReply ? <ReplyForm email={lead.email} /> : null}
        </LeadDetail>
        <LeadPipeline pipeline={pipeline} receivedAt={lead.receivedAt} clock={clock} />
      </div>
    </ListPage>
  );
}
