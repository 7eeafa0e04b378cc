import { wilayaByCode } from '@shared/domain/wilayas';

/** A wilaya's official code with its French and Arabic names ("16 · Alger · الجزائر"); '—' when unknown. */
export function WilayaName({ code }: { code: string | null }) {
  const wilaya = code ? wilayaByCode(Number(code)) : undefined;
  if (!wilaya) return <span className="text-muted-foreground">{code ?? '—'}</span>;
  return (
    <span data-testid="order-wilaya">
      <bdi dir="ltr">{wilaya.code}</bdi> · <bdi>{wilaya.name}</bdi> · <bdi lang="ar">{wilaya.ar}</bdi>
    </span>
  );
}
