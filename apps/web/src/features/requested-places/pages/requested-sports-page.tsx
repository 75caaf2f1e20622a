// Until this screen is built it shows the shared 'not available yet' page.
export { default } from '../../shell/pages/panel-placeholder-page';
