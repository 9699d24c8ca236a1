import { getCollectionProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { ErrorList, Field } from "~/components/fields";
import type { Visibility } from "~/records/front-matter";
import { longDate } from "~/utils/blog";
import {
  KEPT_FROM,
  PUBLISH_CHOICES,
  PUBLISH_WORDS,
  type PublishChoice,
  type PublishedRecord,
} from "~/vocabulary/publish-states";

/** A Conform field of any form (the blog's, or a catalog form's). */
type Meta<Schema, Form extends Record<string, unknown>> = FieldMetadata<Schema, Form, string[]>;

/** The legend every form gives the control. */
export const VISIBILITY_LEGEND = "Visibility";

/**
 * One control for where a post, a project or a product stands for visitors: Published, Scheduled
 * or Draft, in the same words on every form (vocabulary/publish-states.ts; docs/conventions.md
 * 'Drafts, schedules and publishing'). A post and a project choose with the radios (`choice`) and
 * a publish date (`date`), kept in their text's settings block (decision 014). A product's state is
 * the API's `status`, the spec's own select: the form passes it as `children` and the control
 * says, in the same words, which of its values are published and which a draft (`statusGroups`).
 * Plain inputs: it posts without JavaScript as it does with it.
 */
export function PublishControl<Schema, Form extends Record<string, unknown>>({
  record,
  choice,
  date,
  statusGroups,
  children,
}: {
  record: PublishedRecord;
  /** The radios' field (published, scheduled, draft). */
  choice?: Meta<Schema, Form>;
  /** The publish date's field: a datetime-local input, studio time. */
  date?: Meta<Schema, Form>;
  /** A product: which of its statuses' labels each state covers. */
  statusGroups?: Partial<Record<PublishChoice, readonly string[]>>;
  /** What decides instead of the radios (a product's Status select). */
  children?: ReactNode;
}) {
  const choices = choice ? getCollectionProps(choice, { type: "radio", options: [...PUBLISH_CHOICES] }) : [];
  return (
    <fieldset className="publish-control">
      <legend className="publish-control__legend">{VISIBILITY_LEGEND}</legend>
      {choices.length ? (
        <div className="publish-control__choices">
          {choices.map(({ key, ...props }) => {
            const value = props.value as PublishChoice;
            const hintId = `${props.id}-hint`;
            return (
              <div key={key} className="publish-control__choice">
                <input {...props} aria-describedby={[hintId, props["aria-describedby"]].filter(Boolean).join(" ")} />
                <label htmlFor={props.id}>{PUBLISH_WORDS[value].label}</label>
                <p id={hintId} className="publish-control__hint">
                  {value === "draft" ? `Kept from ${KEPT_FROM[record]}; only you see it.` : PUBLISH_WORDS[value].hint}
                </p>
              </div>
            );
          })}
        </div>
      ) : null}
      {choice ? <ErrorList id={choice.errorId} errors={choice.errors} /> : null}
      {children}
      {statusGroups ? (
        <ul className="publish-control__groups">
          {PUBLISH_CHOICES.flatMap((state) => {
            const labels = statusGroups[state];
            if (!labels?.length) return [];
            return [
              <li key={state}>
                <strong>{PUBLISH_WORDS[state].label}</strong>: {labels.join(", ")}.{" "}
                {state === "draft" ? `Kept from ${KEPT_FROM[record]}.` : PUBLISH_WORDS[state].hint}
              </li>,
            ];
          })}
        </ul>
      ) : null}
      {date ? <PublishDate record={record} date={date} /> : null}
    </fieldset>
  );
}

function PublishDate<Schema, Form extends Record<string, unknown>>({
  record,
  date,
}: {
  record: PublishedRecord;
  date: Meta<Schema, Form>;
}) {
  const { key, ...props } = getInputProps(date, { type: "datetime-local" });
  return (
    <Field
      key={key}
      {...props}
      label="Publish date"
      errors={date.errors}
      className="publish-control__date"
      hint={
        <>
          Studio time (Accra). For Scheduled: when visitors first see the {record}. For Published: empty is when you
          save{record === "post" ? "; a past date dates the post" : ""}.
        </>
      }
    />
  );
}

/**
 * Where a record stands, as the admin lists show it: 'Draft', 'Scheduled 1 December 2026, 09:00'
 * or 'Published' (left out where `published` is false: a list that marks only the exceptions).
 */
export function PublishBadge({ state, published = true }: { state: Visibility; published?: boolean }) {
  if (state.state === "draft") return <span className="badge badge--secondary">{PUBLISH_WORDS.draft.label}</span>;
  if (state.state === "scheduled")
    return (
      <span className="badge badge--info">
        {PUBLISH_WORDS.scheduled.label} {longDate(state.at)}, {state.at.slice(11, 16)}
      </span>
    );
  return published ? <span className="badge badge--success">{PUBLISH_WORDS.published.label}</span> : null;
}
