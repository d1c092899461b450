/**
 * The inline script the shell's index.html starts with. While main.js is still downloading it
 * fetches remotes.json and preloads the manifest and remoteEntry.js of the remote that owns the
 * current URL, so the page's code arrives one or two round trips sooner on a slow connection.
 * The shell's loader then uses that same remotes.json answer (window.__BTJ_REMOTES__).
 */
import type { RouteEntry } from '../src/routing/routeTable';

export function routePattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return `^${escaped}/?$`;
}

export function earlyRemotesScript(
  routes: readonly Partial<Pick<RouteEntry, 'path' | 'remote' | 'byRole'>>[],
): string {
  const table = routes
    .filter((route) => route.path && route.remote)
    .map((route) => [
      routePattern(route.path!),
      route.remote!,
      route.byRole
        ? Object.fromEntries(Object.entries(route.byRole).map(([role, ref]) => [role, ref.remote]))
        : null,
    ]);
  // The role is read from the stored token's payload the way shared-api's readTokenClaims does:
  // this runs before any bundle, and a wrong guess only costs one unused preload.
  // remoteEntry.js is preloaded only once the manifest came: a failed preload would be reused by
  // Chromium for the script Module Federation adds later, and Retry could never recover.
  return `<script>(function(){
var routes=${JSON.stringify(table)};
function role(){try{var t=localStorage.getItem('token');var b=t&&t.split('.')[1];return b?JSON.parse(atob(b.replace(/-/g,'+').replace(/_/g,'/'))).role:null;}catch(e){return null;}}
var p=fetch('/remotes.json',{cache:'no-cache'}).then(function(r){if(!r.ok)throw new Error('remotes.json answered '+r.status);return r.json();});
window.__BTJ_REMOTES__=p;
p.then(function(remotes){
var name;for(var i=0;i<routes.length;i++){var r=routes[i];if(new RegExp(r[0]).test(location.pathname)){name=(r[2]&&r[2][role()])||r[1];break;}}
var manifest=name&&remotes[name];if(!manifest)return;
function preload(href,as,onload){var l=document.createElement('link');l.rel='preload';l.href=href;l.as=as;if(as==='fetch')l.crossOrigin='anonymous';if(onload)l.onload=onload;document.head.appendChild(l);}
preload(manifest,'fetch',function(){preload(new URL('remoteEntry.js',manifest).href,'script');});
}).catch(function(){});
})();</script>`;
}
