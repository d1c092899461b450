/**
 * The inline script the shell's index.html starts with. While main.js is still downloading it
 * fetches remotes.json, then the manifest of the remote that owns the current URL, and preloads
 * that remote's entry and the scripts of the page itself, so the page's code arrives several round
 * trips sooner on a slow connection. The shell uses the same answers: remotes.json through
 * window.__BTJ_REMOTES__, the manifest through window.__BTJ_EARLY_FETCH__ (timeoutPlugin's fetch).
 */
import type { RouteEntry } from '../src/routing/routeTable';

export function routePattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return `^${escaped}/?$`;
}

export function earlyRemotesScript(
  routes: readonly Partial<Pick<RouteEntry, 'path' | 'remote' | 'page' | 'byRole'>>[],
): string {
  const table = routes
    .filter((route) => route.path && route.remote && route.page)
    .map((route) => [
      routePattern(route.path!),
      [route.remote!, route.page!],
      route.byRole
        ? Object.fromEntries(
            Object.entries(route.byRole).map(([role, ref]) => [role, [ref.remote, ref.page]]),
          )
        : null,
    ]);
  // The role is read from the stored token's payload the way shared-api's readTokenClaims does:
  // this runs before any bundle, and a wrong guess only costs unused preloads.
  // Scripts are preloaded only once the manifest came: a failed preload would be reused by
  // Chromium for the script Module Federation adds later, and Retry could never recover.
  return `<script>(function(){
var routes=${JSON.stringify(table)};
function role(){try{var t=localStorage.getItem('token');var b=t&&t.split('.')[1];return b?JSON.parse(atob(b.replace(/-/g,'+').replace(/_/g,'/'))).role:null;}catch(e){return null;}}
function preload(href){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=href;document.head.appendChild(l);}
var early=window.__BTJ_EARLY_FETCH__={};
var p=fetch('/remotes.json',{cache:'no-cache'}).then(function(r){if(!r.ok)throw new Error('remotes.json answered '+r.status);return r.json();});
window.__BTJ_REMOTES__=p;
p.then(function(remotes){
var ref;for(var i=0;i<routes.length;i++){var r=routes[i];if(new RegExp(r[0]).test(location.pathname)){ref=(r[2]&&r[2][role()])||r[1];break;}}
var manifest=ref&&remotes[ref[0]];if(!manifest)return;
var answer=fetch(manifest,{cache:'no-cache'});early[manifest]=answer;
return answer.then(function(res){return res.ok?res.clone().json():null;}).then(function(m){
if(!m)return;preload(new URL('remoteEntry.js',manifest).href);
(m.exposes||[]).forEach(function(x){if(x.name===ref[1])x.assets.js.sync.forEach(function(f){preload(new URL(f,manifest).href);});});
});
}).catch(function(){});
})();</script>`;
}
