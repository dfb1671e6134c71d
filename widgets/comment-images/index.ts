// Drop-in for Woodmart's commentImage.js on the review form its PHP prints: the form posts
// multipart, the count of chosen images is shown, and files that break the limits (count, size,
// type by content) are refused before the upload with the site's messages beside the field
// (linked to it, announced), where the original only prepended them to the form on submit.
import { defineWidget } from '../../src/runtime/types';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import '../../src/i18n/namespaces/reviews';
import { COMMENT_IMAGES_INPUT_SELECTOR, readCommentImageSettings, type CommentImageTexts, type CommentImageRules } from '../../adapters/woodmart/comment-images';
import { validateImages, type CommentImageError, type PickedFile } from './comment-images.connector';
import './comment-images.css';

const ERRORS_ID = 'wd-add-img-errors';

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

async function pick(files: FileList | null): Promise<PickedFile[]> {
  return Promise.all(Array.from(files ?? [], async (file) => {
    try {
      return { size: file.size, head: new Uint8Array(await file.slice(0, 12).arrayBuffer()) };
    } catch {
      // Unreadable (revoked, permission): judged by its size alone, and not an image.
      return { size: file.size, head: new Uint8Array() };
    }
  }));
}

export const commentImages = defineWidget<Record<string, never>>({
  name: 'comment-images',
  kind: 'enhance',
  schema: { safeParse: () => ({ success: true, data: {} }) },
  markup: [{ selector: COMMENT_IMAGES_INPUT_SELECTOR, read: () => ({}) }],
  enhance(_props, { element, settings, signal }) {
    const input = element as HTMLInputElement;
    const form = input.form;
    if (!form) return;
    const { rules, texts } = readCommentImageSettings(settings);
    const doc = input.ownerDocument;
    const previousEnctype = form.getAttribute('enctype');
    form.setAttribute('enctype', 'multipart/form-data');
    // Type by content is what counts, but the picker may as well offer images first.
    if (!input.hasAttribute('accept')) input.setAttribute('accept', rules.mimes.join(','));

    const count = form.querySelector<HTMLElement>('.wd-add-img-count');
    count?.setAttribute('aria-live', 'polite');
    const list = doc.createElement('ul');
    list.id = ERRORS_ID;
    // Not WooCommerce's notice class: its notice focus would pull focus off the field.
    list.className = 'vitrin-comment-images-errors';
    list.setAttribute('role', 'alert');
    list.hidden = true;
    (input.closest('.wd-add-img-btn-wrapper') ?? input).after(list);
    const describedBy = input.getAttribute('aria-describedby');

    let errors: CommentImageError[] = [];
    let checking: Promise<void> = Promise.resolve();
    let allowSubmit = false;

    const show = () => {
      list.replaceChildren(...errors.map((error) => {
        const li = doc.createElement('li');
        li.textContent = message(error, texts, rules);
        return li;
      }));
      list.hidden = errors.length === 0;
      if (errors.length) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', [describedBy, ERRORS_ID].filter(Boolean).join(' '));
      } else {
        input.removeAttribute('aria-invalid');
        if (describedBy) input.setAttribute('aria-describedby', describedBy);
        else input.removeAttribute('aria-describedby');
      }
    };
    const check = () => {
      const files = input.files;
      if (count) {
        const n = files?.length ?? 0;
        count.textContent = n ? (texts.added ? texts.added.replace('%s', toPersianDigits(n)) : t('reviews:imagesAdded', { count: toPersianDigits(n) })) : '';
      }
      checking = pick(files).then((picked) => {
        if (signal.aborted) return;
        errors = validateImages(picked, rules);
        show();
      });
      return checking;
    };

    input.addEventListener('change', () => void check(), { signal });
    form.addEventListener('submit', (event) => {
      if (allowSubmit) {
        allowSubmit = false;
        return;
      }
      // Judge the files as they are now (the last change may still be reading).
      event.preventDefault();
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      void check().then(() => {
        if (signal.aborted) return;
        if (errors.length) {
          input.focus();
          return;
        }
        allowSubmit = true;
        form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
      });
    }, { signal });

    return () => {
      list.remove();
      input.removeAttribute('aria-invalid');
      if (describedBy) input.setAttribute('aria-describedby', describedBy);
      else input.removeAttribute('aria-describedby');
      if (previousEnctype === null) form.removeAttribute('enctype');
      else form.setAttribute('enctype', previousEnctype);
    };
  },
});
