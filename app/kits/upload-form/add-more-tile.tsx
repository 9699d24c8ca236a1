/** 'Add More': opens the file picker while the record has room for more images. */
export function AddMoreTile({ inputId, count, max }: { inputId: string; count: number; max: number }) {
  return (
    <label htmlFor={inputId} className="catalog-add-more">
      <span aria-hidden="true">+</span> Add More
      <span className="visually-hidden">
        {" "}
        images ({count} of {max})
      </span>
    </label>
  );
}
