from enum import StrEnum


class GetOptOutsChannel(StrEnum):
    ALL = "all"
    CHAT = "chat"
    SMS = "sms"

    def __str__(self) -> str:
        return str(self.value)
