console.log('Domovik: the domain core is in place; the server and the app arrive with the next issues.');
