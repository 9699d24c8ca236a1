import { Link } from "@remix-run/react";
import { FactList } from "~/components/fact-list";
import { StatusBadge } from "~/components/projects/status-badge";
import { categoryLabel } from "~/vocabulary/titles";

interface Facts {
  client: string;
  location: string;
  year: string;
  category: string;
  status: string;
}

/** What a client asks first (client, location, year, category, status) and the way to start one like it. */
export function ProjectFacts({ project, startHref }: { project: Facts; startHref: string }) {
  const facts = [
    { label: "Client", value: project.client },
    { label: "Location", value: project.location },
    { label: "Year", value: project.year },
    { label: "Category", value: project.category ? categoryLabel(project.category) : "" },
  ].filter((fact) => fact.value);
  return (
    <aside className="case-facts" aria-labelledby="case-facts-title">
      <h2 id="case-facts-title">Project facts</h2>
      <FactList
        items={[...facts, { label: "Status", value: <StatusBadge status={project.status} /> }]}
        className="project-facts"
        itemClassName="project-facts__row"
      />
      <Link to={startHref} className="button button--accent case-facts__start">
        Start a project like this
      </Link>
      <p className="case-facts__note">Tell us about your site and your plans; we reply within 24 hours.</p>
    </aside>
  );
}
