from enum import StrEnum


class GetEventInviteeCardPngLang(StrEnum):
    EN = "en"
    SW = "sw"

    def __str__(self) -> str:
        return str(self.value)
