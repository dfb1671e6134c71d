// Drop-in for Woodmart's commentImage.js on the review form its PHP prints, as a React root
// (CommentImages.tsx) hydrating the `.comment-form-images` block: the form posts multipart, the
// count of chosen images is shown, each chosen file is previewed with a remove button, and files
// that break the limits (count, size, type by content) are refused before the upload with the
// site's messages beside the field (linked to it, announced), where the original only prepended
// them to the form on submit.
import * as z from 'zod/mini';
import { defineWidget, type ViewProps } from '../../src/runtime/types';
import { COMMENT_IMAGES_SELECTOR, hasCommentImagesInput, readCommentImageSettings } from '../../adapters/woodmart/comment-images';
import { readMarkup, type MarkupNode } from '../../src/ui/markup';
import { CommentImages } from './CommentImages';
import './comment-images.css';

// Markup data comes from readMarkup (sanitised as it is read); its shape is that reader's type.
const markupNode = z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node));
export const commentImagesSchema = z.object({ markup: z.array(markupNode) });
export type CommentImagesWidgetProps = z.infer<typeof commentImagesSchema>;

function View({ props, element, settings }: ViewProps<CommentImagesWidgetProps>) {
  const { rules, texts } = readCommentImageSettings(settings);
  return <CommentImages markup={props.markup} rules={rules} texts={texts} element={element} />;
}

export const commentImages = defineWidget<CommentImagesWidgetProps>({
  name: 'comment-images',
  kind: 'root',
  // The View draws the block exactly as printed until a file is chosen: React adopts the server's
  // nodes, so the file input (and any file already in it) is the server's own.
  hydrate: true,
  defer: 'visible',
  schema: commentImagesSchema,
  // No file field in the block (a changed template): no props, so nothing mounts and the form stays Woodmart's.
  markup: [{ selector: COMMENT_IMAGES_SELECTOR, read: (el) => (hasCommentImagesInput(el) ? { markup: readMarkup(el) } : null) }],
  View,
});
