import type { RemotePageProps } from 'shared-ui';

export default function Taxc({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>Taxc</h1>
    </main>
  );
}
