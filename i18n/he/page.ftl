# fanodeck's web page: the header, the language menu and the tabs.

language-label = שפה
