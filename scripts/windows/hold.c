/*
 * Holds a file open for reading for a number of seconds, as another Windows program would (an
 * editor, a backup, an antivirus), so the smoke test can replace the file meanwhile.
 *
 *   hold.exe FILE SECONDS [shared|exclusive-delete]
 *
 * "shared" (the default) lets others rename or delete the file while it is open, as Rust's and
 * most careful readers do; "exclusive-delete" does not, as .NET's File.OpenRead does.
 */
#include <windows.h>
#include <stdio.h>
#include <wchar.h>

int wmain(int argc, wchar_t **argv)
{
    if (argc < 3) {
        fwprintf(stderr, L"usage: hold.exe FILE SECONDS [shared|exclusive-delete]\n");
        return 2;
    }
    DWORD share = FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE;
    if (argc > 3 && wcscmp(argv[3], L"exclusive-delete") == 0)
        share = FILE_SHARE_READ | FILE_SHARE_WRITE;
    HANDLE file = CreateFileW(argv[1], GENERIC_READ, share, NULL, OPEN_EXISTING,
                              FILE_ATTRIBUTE_NORMAL, NULL);
    if (file == INVALID_HANDLE_VALUE) {
        fwprintf(stderr, L"cannot open %ls: error %lu\n", argv[1], GetLastError());
        return 1;
    }
    char buffer[64];
    DWORD read = 0;
    ReadFile(file, buffer, sizeof buffer, &read, NULL);
    wprintf(L"holding\n");
    fflush(stdout);
    Sleep((DWORD)_wtoi(argv[2]) * 1000);
    CloseHandle(file);
    return 0;
}
