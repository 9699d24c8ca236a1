import { useEffect } from "react";
import { showToast } from "~/components/toaster";

/**
 * A form-level message (a save that failed, a refused upload): shown in the
 * page for everyone, and as a toast too when scripts run (admin-area §8).
 */
export function FormAlert({ messages, id }: { messages?: readonly string[] | null; id?: string }) {
  const message = messages?.filter(Boolean)[0];
  useEffect(() => {
    if (message) showToast({ type: "error", message });
  }, [message, messages]);
  if (!message) return null;
  return (
    <div id={id} className="alert alert--error" role="alert">
      <p>{message}</p>
    </div>
  );
}

/** A short confirmation kept in the page (e.g. 'SKU generated automatically'). */
export function FormNotice({ message }: { message?: string | null }) {
  useEffect(() => {
    if (message) showToast({ type: "success", message });
  }, [message]);
  if (!message) return null;
  return (
    <div className="alert alert--success" role="status">
      <p>{message}</p>
    </div>
  );
}
