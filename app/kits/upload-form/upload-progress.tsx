/**
 * The upload progress bar (admin-area §4): the share of the request body the
 * browser has sent, 0 to 100. Shown only while a script-driven upload runs.
 */
export function UploadProgress({ value, label = "Upload progress" }: { value: number | null; label?: string }) {
  if (value === null) return null;
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="cms-progress">
      <div
        className="cms-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="cms-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="cms-progress__value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
