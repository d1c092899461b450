/**
 * Inline in the shell's index.html head, before the page is parsed. A prerendered page (put in
 * by the HTML server, shell/server) is plain HTML until the live page replaces it, so:
 * - a signed-in user does not see the visitor's version of the page (it is hidden);
 * - a form sent before the live page came is never sent the browser's way (a GET would put a
 *   password in the URL): it is held, and sent again by the live form (takeOverPrerender);
 * - clicks on buttons are recorded the same way, so a menu opened early opens.
 * Element paths skip the prerender's own <style>, so they match the live page in #root.
 */
import { PRERENDER_ID, SESSION_CLASS } from '../src/prerender/prerenderContract';

export function prerenderGuardScript(): string {
  return `<style>.${SESSION_CLASS} #${PRERENDER_ID}{display:none}</style><script>(function(){
try{if(localStorage.getItem('token'))document.documentElement.classList.add('${SESSION_CLASS}');}catch(e){}
var events=window.__BTJ_PRERENDER_EVENTS__=[];
function pathOf(el){var top=document.getElementById('${PRERENDER_ID}');if(!top||!el||!top.contains(el)||el===top)return null;var path=[];
while(el!==top){var parent=el.parentElement,i=0,c=parent.firstElementChild;while(c!==el){if(!(parent===top&&c.tagName==='STYLE'))i++;c=c.nextElementSibling;}path.unshift(i);el=parent;}return path;}
document.addEventListener('submit',function(e){var p=pathOf(e.target);if(p){e.preventDefault();events.push({type:'submit',path:p});}},true);
document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(!b||b.type==='submit')return;var p=pathOf(b);if(p)events.push({type:'click',path:p,text:b.textContent});},true);
})();</script>`;
}
