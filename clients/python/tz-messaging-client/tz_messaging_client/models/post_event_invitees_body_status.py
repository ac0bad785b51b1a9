from enum import StrEnum


class PostEventInviteesBodyStatus(StrEnum):
    CONFIRMED = "confirmed"
    DECLINED = "declined"
    INVITED = "invited"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
