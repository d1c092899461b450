import type { RemotePageProps } from 'shared-ui';

export default function ForgotPassword({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>ForgotPassword</h1>
    </main>
  );
}
