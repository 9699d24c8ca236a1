/** The side panel of writing, image and SEO tips beside the blog form (admin-area §2). */
export function BlogTips() {
  return (
    <aside className="cms-tips" aria-labelledby="blog-tips-title">
      <h2 id="blog-tips-title" className="cms-tips__title">
        Tips for a good post
      </h2>
      <section>
        <h3>Writing</h3>
        <ul>
          <li>Lead with the idea in the title; keep it under 70 characters.</li>
          <li>Write the excerpt as a promise of what the reader will learn, in about 200 characters.</li>
          <li>Use short paragraphs and a blank line between them.</li>
        </ul>
      </section>
      <section>
        <h3>Images</h3>
        <ul>
          <li>
            Suggested size <strong>1200x800 px</strong> (landscape, 3:2).
          </li>
          <li>JPG, PNG or WEBP, under 5 MB. Compress large photos before uploading.</li>
          <li>Choose a picture of the project itself rather than a stock photo.</li>
        </ul>
      </section>
      <section>
        <h3>SEO</h3>
        <ul>
          <li>Use the words a client would search for, such as the area of Accra or the kind of room.</li>
          <li>Add three to six tags that match existing posts.</li>
          <li>Pick the closest category so related posts link to each other.</li>
        </ul>
      </section>
    </aside>
  );
}
