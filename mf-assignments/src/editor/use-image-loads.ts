import { useEffect, useState } from 'react';

export type ImageStatus = 'none' | 'loading' | 'loaded' | 'failed';

/**
 * Whether `url` loads as an image in this browser (docs/product.md: the preview shows only then, and the
 * update form requires it). Settles for the URL as it is now; older answers are ignored.
 */
export function useImageLoads(url: string): ImageStatus {
  const [settled, setSettled] = useState<{ url: string; ok: boolean } | null>(null);
  const wanted = url.trim();
  useEffect(() => {
    if (!wanted) return;
    const image = new Image();
    image.onload = () => setSettled({ url: wanted, ok: true });
    image.onerror = () => setSettled({ url: wanted, ok: false });
    image.src = wanted;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [wanted]);
  if (!wanted) return 'none';
  if (settled?.url !== wanted) return 'loading';
  return settled.ok ? 'loaded' : 'failed';
}
