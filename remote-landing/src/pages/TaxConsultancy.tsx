import type { RemotePageProps } from 'shared-ui';
import { taxConsultancy } from '../content/pageContent';
import { PublicLayout } from '../layout/PublicLayout';
import { ServiceList } from '../layout/ServiceList';

/** /taxc: the tax consultancy services, for clients in Rwanda. */
export default function TaxConsultancy({ accountMenu }: RemotePageProps) {
  return (
    <PublicLayout accountMenu={accountMenu}>
      <ServiceList content={taxConsultancy} />
    </PublicLayout>
  );
}
