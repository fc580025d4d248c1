/** A promotion's wide banner (3 : 1), or the accent gradient when it has none; decorative beside the promotion's title. */
export function PromotionBanner({ src, className = '' }: { src: string | null; className?: string }) {
  return src !== null ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={1200}
      height={400}
      className={`aspect-[3/1] w-full object-cover ${className}`}
    />
  ) : (
    <div className="aspect-[3/1] w-full bg-gradient-to-br from-accent to-accent-strong" />
  );
}
