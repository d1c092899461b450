import type { RemotePageProps } from 'shared-ui';

export default function UpdateCase({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>UpdateCase</h1>
    </main>
  );
}
