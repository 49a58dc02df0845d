// Stub of androidx.compose.foundation: isSystemInDarkTheme(), answering what a test program sets.
package androidx.compose.foundation

import androidx.compose.runtime.Composable

/** What the stub's isSystemInDarkTheme() answers. */
var systemIsDark: Boolean = false

@Composable
fun isSystemInDarkTheme(): Boolean = systemIsDark
