import { Dialog } from '@/components/ui/dialog';
import { type GalleryPicture } from '@/components/products/types';

/** The full view of a product picture: its zoom variant (up to 1600 px wide) in a dialog, scrolling if it is larger. */
export function ProductZoom({
  open,
  onClose,
  picture,
  title,
}: {
  open: boolean;
  onClose: () => void;
  picture: GalleryPicture;
  title: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="lg" test="gallery-zoom-dialog">
      <div className="max-h-[75vh] overflow-auto">
        <img
          src={picture.zoom}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          className="mx-auto h-auto w-full object-contain"
          data-test="gallery-zoom-image"
        />
      </div>
    </Dialog>
  );
}
