// A guild's name, or a president's slogan: written by a person, shown as they wrote it in every
// page language (never machine-translated), isolated from the text around it.

export function Written({ text, className }: { text: string; className?: string }) {
  return (
    <bdi className={className} translate="no" data-name="">
      {text}
    </bdi>
  );
}
