import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemotePageProps } from 'shared-ui';
import { slides } from '../content/siteContent';
import { NavBar } from '../layout/NavBar';
import { Hero } from '../landing/Hero';
import { Slideshow } from '../landing/Slideshow';

// Below the fold, in its own chunk: the hero paints without waiting for it.
const loadBelowFold = () =>
  import(/* webpackChunkName: "landing-below-fold" */ '../landing/BelowFold');
const BelowFold = lazy(loadBelowFold);
const Footer = lazy(() => loadBelowFold().then((module) => ({ default: module.SiteFooter })));

/** Scrolls to the section a link named (#contact from another page) once that section exists. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, ready]);
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/** The landing page `/`: the typed slogan, the slideshow, About Us, Services, the team, the footer. */
export default function Landing({ accountMenu }: RemotePageProps) {
  const [belowFoldReady, setBelowFoldReady] = useState(false);
  useScrollToHash(belowFoldReady);
  return (
    <>
      <NavBar accountMenu={accountMenu} />
      <main id="main">
        <Hero />
        <Slideshow slides={slides} />
        <Suspense fallback={null}>
          <BelowFold />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
        <Ready onReady={() => setBelowFoldReady(true)} />
      </Suspense>
    </>
  );
}
