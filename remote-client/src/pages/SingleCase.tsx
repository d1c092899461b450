import type { RemotePageProps } from 'shared-ui';

export default function SingleCase({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>SingleCase</h1>
    </main>
  );
}
