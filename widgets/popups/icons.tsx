// Small line icons for the popup and lightbox controls (decorative: each control is named by its aria-label).
function LineIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export const CloseIcon = () => <LineIcon d="M6 6l12 12M18 6L6 18" />;
export const PrevIcon = () => <LineIcon d="M15 6l-6 6 6 6" />;
export const NextIcon = () => <LineIcon d="M9 6l6 6-6 6" />;
export const FullscreenIcon = () => <LineIcon d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />;
export const ZoomIcon = () => <LineIcon d="M10 4a6 6 0 100 12 6 6 0 000-12zM20 20l-5.5-5.5M10 7v6M7 10h6" />;
export const ShareIcon = () => <LineIcon d="M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />;
