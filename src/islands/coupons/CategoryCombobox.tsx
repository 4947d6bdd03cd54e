import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CategoriesTexts } from '../../lib/public-texts.ts';
import { categoryNameIn } from './coupon-model.ts';

/** The spec's category dropdown closes 150 ms after the input loses focus, so a click on an option lands. */
export const CATEGORY_BLUR_DELAY_MS = 150;
export const ALL_CATEGORIES = 'All';
/** 'All', in any case, means no filter. */
export const isAll = (category: string) =>
  category.toLocaleLowerCase() === ALL_CATEGORIES.toLocaleLowerCase();

interface Props {
  categories: string[];
  /** The chosen category; 'All' means no filter. */
  value: string;
  onChange: (category: string) => void;
  texts: CategoriesTexts;
}

/**
 * The Categories page's search/select box (spec: Categories; sections 5 and 9): a combobox whose text
 * narrows the list of categories; choosing one (click, Enter) or leaving the box commits what it says.
 * The grid then keeps coupons whose category equals it, case ignored; 'All' or nothing means no filter.
 */
export default function CategoryCombobox({ categories, value, onChange, texts }: Props) {
  /** What an option reads in the page's language; the value stays the category as filed. */
  const label = (category: string) =>
    isAll(category) ? texts['listing.tileAll'] : categoryNameIn(texts, category);
  /** Typed text that names a category in the page's language (a translated name) is that category. */
  const fromLabel = (typedText: string) =>
    [ALL_CATEGORIES, ...categories].find(
      (category) =>
        label(category) !== category && label(category).toLocaleLowerCase() === typedText.toLocaleLowerCase(),
    ) ?? typedText;
  const shownText = (category: string) => (isAll(category) ? '' : label(category));
  const [text, setText] = useState(shownText(value));
  // A category chosen elsewhere (a tile, Back) shows in the box too.
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    setText(shownText(value));
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const blurTimer = useRef<number | undefined>(undefined);
  const id = useId();
  const listId = `${id}-list`;

  const query = typed ? text.trim().toLocaleLowerCase() : '';
  const options = [ALL_CATEGORIES, ...categories].filter(
    (option) =>
      query === '' ||
      option.toLocaleLowerCase().includes(query) ||
      label(option).toLocaleLowerCase().includes(query),
  );

  const commit = (category: string) => {
    const trimmed = fromLabel(category.trim());
    const chosen = trimmed === '' || isAll(trimmed) ? ALL_CATEGORIES : trimmed;
    setText(chosen === ALL_CATEGORIES ? '' : label(chosen));
    setTyped(false);
    setOpen(false);
    setActive(-1);
    onChange(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        current < 0
          ? step > 0
            ? 0
            : options.length - 1
          : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = open && active >= 0 ? options[active] : undefined;
      commit(option ?? text);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="category-box">
      <label htmlFor={`${id}-input`}>{texts['listing.categoryLabel']}</label>
      <input
        id={`${id}-input`}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={texts['listing.allCategories']}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTyped(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => window.clearTimeout(blurTimer.current)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          blurTimer.current = window.setTimeout(() => {
            if (open || typed) commit(text);
          }, CATEGORY_BLUR_DELAY_MS);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={texts['listing.categoriesList']}
        className="category-box__list"
        hidden={!open || options.length === 0}
      >
        {options.map((option, index) => (
          <li
            key={option}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={option.toLocaleLowerCase() === value.toLocaleLowerCase()}
            className={index === active ? 'is-active' : undefined}
            // Keeps the focus in the box, so the click lands before the delayed blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => commit(option)}
          >
            {label(option)}
          </li>
        ))}
      </ul>
      {open && options.length === 0 && (
        <p className="category-box__none">{texts['listing.noCategoryMatches']}</p>
      )}
    </div>
  );
}
