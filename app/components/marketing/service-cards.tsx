import { Link } from "@remix-run/react";
import { Image } from "~/components/image";

export interface ServiceCard {
  title: string;
  text: string;
  to: string;
  linkLabel?: string;
  image?: { src: string; alt: string };
}

/** Cards of services or styles, each leading to the closest real page. */
export function ServiceCards({ cards, id }: { cards: readonly ServiceCard[]; id?: string }) {
  return (
    <ul className={`card-grid card-grid--${cards.length}`} id={id}>
      {cards.map((card) => (
        <li key={card.title} data-reveal>
          <article className="card">
            {card.image ? (
              <div className="card__media">
                <Image src={card.image.src} alt={card.image.alt} width={960} height={720} />
              </div>
            ) : null}
            <div className="card__body">
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <Link to={card.to} className="text-link">
                {card.linkLabel ?? "Learn more"}
                <span className="visually-hidden">: {card.title}</span>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
