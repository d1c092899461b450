import type { RemotePageProps } from 'shared-ui';

export default function ResetPassword({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>ResetPassword</h1>
    </main>
  );
}
