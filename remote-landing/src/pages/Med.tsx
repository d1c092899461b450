import type { RemotePageProps } from 'shared-ui';

export default function Med({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>Med</h1>
    </main>
  );
}
