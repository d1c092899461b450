import type { RemotePageProps } from 'shared-ui';
import { mediation } from '../content/pageContent';
import { PublicLayout } from '../layout/PublicLayout';
import { ServiceList } from '../layout/ServiceList';

/** /med: the mediation services, for clients in Rwanda. */
export default function Mediation({ accountMenu }: RemotePageProps) {
  return (
    <PublicLayout accountMenu={accountMenu}>
      <ServiceList content={mediation} />
    </PublicLayout>
  );
}
