export interface Step {
  title: string;
  text: string;
}

/** A numbered design process (five or six steps on the service pages). */
export function ProcessSteps({ steps, labelledBy }: { steps: readonly Step[]; labelledBy: string }) {
  return (
    <ol className={`process process--${steps.length}`} aria-labelledby={labelledBy}>
      {steps.map((step, index) => (
        <li className="process__step" key={step.title} data-reveal>
          <span className="process__number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="process__title">{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
