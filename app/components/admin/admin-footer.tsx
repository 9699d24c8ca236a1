import { STUDIO } from "~/utils/site";

export function AdminFooter({ year }: { year: number }) {
  return (
    <footer className="admin-footer">
      <p>
        © {year} {STUDIO.name}. All Rights Reserved.
      </p>
    </footer>
  );
}
