// Woodmart's review-image field as React: the `.comment-form-images` block its PHP prints is
// adopted node for node (hydrated: the file input the shopper may already have filled is the
// server's own, never rebuilt), and what Vitrin adds is drawn by React once mounted: the counter's
// live region, the refusals beside the field and a preview per chosen file with its remove button.
// Hand DOM, where React cannot: the form outside the root (its enctype, its submit listener), the
// input's FileList (a file input's files are no React prop) and focus after a removal.
import { createElement, Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import '../../src/i18n/namespaces/reviews';
import { propsOf, renderChildren } from '../../src/ui/ServerMarkup';
import { hasClass, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import type { CommentImageRules, CommentImageTexts } from '../../adapters/woodmart/comment-images';
import { sniffImageType, validateImages, type CommentImageError, type PickedFile } from './comment-images.connector';

export const ERRORS_ID = 'wd-add-img-errors';
const INPUT_ID = 'wd-add-img-btn';

export interface CommentImagesProps {
  /** The `.comment-form-images` block's children as Woodmart printed them. */
  markup: readonly MarkupNode[];
  rules: CommentImageRules;
  texts: CommentImageTexts;
  /** The mount point (inside the review form). */
  element: HTMLElement;
}

interface Chosen {
  name: string;
  /** An object URL, only for a file whose bytes are an allowed image. */
  url: string | null;
}

interface Checked {
  chosen: Chosen[];
  errors: CommentImageError[];
}

function sizeText(bytes: number): string {
  const mb = bytes / 1048576;
  return Number.isInteger(mb) ? t('reviews:megabytes', { count: toPersianDigits(mb) }) : t('reviews:kilobytes', { count: toPersianDigits(Math.round(bytes / 1024)) });
}

function message(error: CommentImageError, texts: CommentImageTexts, rules: CommentImageRules): string {
  switch (error) {
    case 'size': return texts.size ?? t('reviews:imagesSize', { size: sizeText(rules.maxBytes) });
    case 'count': return texts.count ?? t('reviews:imagesCount', { count: toPersianDigits(rules.maxFiles) });
    case 'mime': return texts.mimes ?? t('reviews:imagesMimes');
    default: return texts.required ?? t('reviews:imagesRequired');
  }
}

async function pick(files: readonly File[]): Promise<PickedFile[]> {
  return Promise.all(files.map(async (file) => {
    try {
      return { size: file.size, head: new Uint8Array(await file.slice(0, 12).arrayBuffer()) };
    } catch {
      // Unreadable (revoked, permission): judged by its size alone, and not an image.
      return { size: file.size, head: new Uint8Array() };
    }
  }));
}

/** A FileList holding `files` (the only way to take one file out of a file input). */
function fileList(files: readonly File[]): FileList | null {
  if (typeof DataTransfer !== 'function') return null;
  try {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    return transfer.files;
  } catch {
    return null;
  }
}

export function CommentImages({ markup, rules, texts, element }: CommentImagesProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const removeRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [mounted, setMounted] = useState(false);
  const [checked, setChecked] = useState<Checked>({ chosen: [], errors: [] });
  const [count, setCount] = useState(0);
  const checking = useRef<Promise<CommentImageError[]>>(Promise.resolve([]));
  const focusAfter = useRef<number | null>(null);

  const check = useCallback((): Promise<CommentImageError[]> => {
    const files = Array.from(inputRef.current?.files ?? []);
    setCount(files.length);
    const run = pick(files).then((picked) => {
      const errors = validateImages(picked, rules);
      const chosen = files.map((file, i) => {
        const type = sniffImageType(picked[i]?.head ?? new Uint8Array());
        return { name: file.name, url: type !== null && rules.mimes.includes(type) ? URL.createObjectURL(file) : null };
      });
      // Only the newest check paints: an older read finishing late must not overwrite it.
      if (checking.current === run) setChecked({ chosen, errors });
      else for (const c of chosen) if (c.url) URL.revokeObjectURL(c.url);
      return errors;
    });
    checking.current = run;
    return run;
  }, [rules]);

  // The previous previews' object URLs go when new ones replace them, and at unmount.
  useEffect(() => () => {
    for (const c of checked.chosen) if (c.url) URL.revokeObjectURL(c.url);
  }, [checked]);

  useEffect(() => {
    setMounted(true);
    // Files chosen before the root mounted are judged now.
    if (inputRef.current?.files?.length) void check();
  }, [check]);

  // The form is outside the root: multipart and the submit check are set on it by hand.
  useEffect(() => {
    const form = inputRef.current?.form ?? element.closest('form');
    if (!form) return;
    const previousEnctype = form.getAttribute('enctype');
    form.setAttribute('enctype', 'multipart/form-data');
    let allowSubmit = false;
    let alive = true;
    const onSubmit = (event: SubmitEvent) => {
      if (allowSubmit) {
        allowSubmit = false;
        return;
      }
      // Judge the files as they are now (the last change may still be reading).
      event.preventDefault();
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      void check().then((errors) => {
        if (!alive) return;
        if (errors.length) {
          inputRef.current?.focus();
          return;
        }
        allowSubmit = true;
        form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
      });
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      alive = false;
      form.removeEventListener('submit', onSubmit);
      if (previousEnctype === null) form.removeAttribute('enctype');
      else form.setAttribute('enctype', previousEnctype);
    };
  }, [check, element]);

  // After a removal: the remove button now in the removed one's place, else the one before, else
  // the file field (focus is hand DOM: React has no prop for it).
  useLayoutEffect(() => {
    const at = focusAfter.current;
    if (at === null) return;
    focusAfter.current = null;
    const buttons = removeRefs.current.slice(0, checked.chosen.length);
    (buttons[at] ?? buttons[at - 1] ?? inputRef.current)?.focus();
  }, [checked]);

  const remove = (index: number) => {
    const input = inputRef.current;
    if (!input) return;
    const files = Array.from(input.files ?? []).filter((_, i) => i !== index);
    const list = fileList(files);
    if (!list) return;
    // A file input's files are no React prop: the FileList is replaced on the node.
    input.files = list;
    focusAfter.current = index;
    void check();
  };

  const errors = checked.errors;
  const addedText = count ? (texts.added ? texts.added.replace('%s', toPersianDigits(count)) : t('reviews:imagesAdded', { count: toPersianDigits(count) })) : null;
  const describedBy = (el: MarkupElement) => [el.attrs['aria-describedby'], errors.length ? ERRORS_ID : undefined].filter(Boolean).join(' ') || undefined;

  const override = (el: MarkupElement, key: number): ReactNode | undefined => {
    if (el.tag === 'input' && el.attrs.id === INPUT_ID) {
      return createElement('input', {
        ...propsOf(el),
        key,
        ref: inputRef,
        // Type by content is what counts, but the picker may as well offer images first.
        accept: el.attrs.accept ?? (mounted ? rules.mimes.join(',') : undefined),
        'aria-invalid': errors.length ? true : undefined,
        'aria-describedby': describedBy(el),
        onChange: () => void check(),
      });
    }
    if (hasClass(el, 'wd-add-img-count')) {
      return createElement(el.tag, { ...propsOf(el), key, 'aria-live': mounted ? 'polite' : undefined }, addedText);
    }
    if (hasClass(el, 'wd-add-img-btn-wrapper')) {
      return (
        <Fragment key={key}>
          {createElement(el.tag, propsOf(el), ...renderChildren(el.children, override))}
          {mounted ? (
            // Not WooCommerce's notice class: its notice focus would pull focus off the field.
            <ul id={ERRORS_ID} className="vitrin-comment-images-errors" role="alert" hidden={errors.length === 0}>
              {errors.map((error) => <li key={error}>{message(error, texts, rules)}</li>)}
            </ul>
          ) : null}
          {checked.chosen.length ? (
            <ul className="vitrin-comment-images-previews" aria-label={t('reviews:imagesChosen')}>
              {checked.chosen.map((chosen, i) => (
                <li className="vitrin-comment-images-preview" key={`${i}:${chosen.name}`}>
                  {chosen.url ? <img src={chosen.url} alt="" width={48} height={48} /> : null}
                  <span className="vitrin-comment-images-name" dir="auto">{chosen.name}</span>
                  <button
                    type="button"
                    className="vitrin-comment-images-remove"
                    aria-label={t('reviews:imageRemove', { name: chosen.name })}
                    ref={(button) => {
                      removeRefs.current[i] = button;
                    }}
                    onClick={() => remove(i)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </Fragment>
      );
    }
    return undefined;
  };
  return <>{renderChildren(markup, override)}</>;
}
