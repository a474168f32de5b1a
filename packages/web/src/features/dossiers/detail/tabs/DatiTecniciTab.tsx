import type { DatoTecnico } from '@area-clienti/contract';
import { FieldList } from '@/shared/ui/FieldList';
import { datoTecnicoPairs } from '../contractFields';

export function DatiTecniciTab({ datiTecnici }: { datiTecnici: DatoTecnico[] }) {
  return (
    <>
      {datiTecnici.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks carry no id; their order is stable
        <section className="detail-section" key={index}>
          <h2 className="h4">{block.datoTecnico}</h2>
          <FieldList fields={datoTecnicoPairs(block)} />
        </section>
      ))}
    </>
  );
}

export const hasDatiTecnici = (datiTecnici: DatoTecnico[]) =>
  datiTecnici.some((block) => datoTecnicoPairs(block).length > 0);
