// A guild's name: chosen by its president, shown as written in every
// page language (never machine-translated), isolated from the text around it.

export function Written({ text, className }: { text: string; className?: string }) {
  return (
    <bdi className={className} translate="no" data-name="">
      {text}
    </bdi>
  );
}
