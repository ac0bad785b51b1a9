from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.user import User


T = TypeVar("T", bound="Registration")


@_attrs_define
class Registration:
    """A registered organization: its first admin, signed in

    Attributes:
        message (str):
        token (str): A session token for the new admin
        user_type (Literal['user']):
        user (User): A signed-in person: a user of an organization, or a platform admin (tenant null)
    """

    message: str
    token: str
    user_type: Literal["user"]
    user: User

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        token = self.token

        user_type = self.user_type

        user = self.user.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "token": token,
                "user_type": user_type,
                "user": user,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.user import User  # noqa: PLC0415

        d = dict(src_dict)
        message = d.pop("message")

        token = d.pop("token")

        user_type = cast(Literal["user"], d.pop("user_type"))
        if user_type != "user":
            raise ValueError(f"user_type must match const 'user', got '{user_type}'")

        user = User.from_dict(d.pop("user"))

        registration = cls(
            message=message,
            token=token,
            user_type=user_type,
            user=user,
        )

        return registration
